import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 1).cuda()     # 模块已移动（Module.cuda 是原地操作）
x = torch.randn(4, 3)                    # 这个批次从没移动过
print(next(model.parameters()).device.type, x.device.type)
model(x)
