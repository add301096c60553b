import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2, device=device)
print(x.device == "cpu", x.device == "cuda")     # device 永远不等于 str：两者都是 False
print(x.device.type)                               # 改为比较 .type 字符串
print(x.device.type == device.type)
