import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


# 与设备无关的代码在哪儿都能运行；在开头一次性选好设备。
dev = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = torch.nn.Linear(4, 2).to(dev)
x = torch.randn(3, 4, device=dev)
print("output on the chosen device:", model(x).device.type == dev.type)
print("output shape:", tuple(model(x).shape))
