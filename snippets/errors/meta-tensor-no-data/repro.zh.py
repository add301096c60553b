import torch
import torch.nn as nn

with torch.device("meta"):  # 构建时不分配内存
    model = nn.Linear(4, 2)
print(model.weight.device)
model = model.to("cpu")  # 没有数据可供复制
