import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


# Device-agnostic code runs everywhere; pick the device once, at the top.
dev = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = torch.nn.Linear(4, 2).to(dev)
x = torch.randn(3, 4, device=dev)
print("output on the chosen device:", model(x).device.type == dev.type)
print("output shape:", tuple(model(x).shape))
