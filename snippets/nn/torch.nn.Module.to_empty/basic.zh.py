import torch
from torch import nn

with torch.device("meta"):  # 只搭结构，不分配内存
    model = nn.Sequential(nn.Linear(1000, 1000), nn.BatchNorm1d(1000))
print(model[0].weight.device, model[0].weight.shape)

model.to_empty(device="cpu")  # 现在有了真实存储，但内容未初始化
for module in model.modules():
    if hasattr(module, "reset_parameters"):
        module.reset_parameters()  # 或者加载检查点
print(model[0].weight.device, model[1].running_var[:3])
