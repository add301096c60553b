import torch
import torch.nn as nn

model = nn.Linear(4, 3).eval()
x = torch.zeros(2, 4)
ep = torch.export.export(model, (x,))

x.fill_(7.0)  # 复用这块内存装下一个批次
stored = ep.example_inputs[0][0]
print(stored is x)
print(stored[0])  # 已经不是导出时用的那份输入了
