import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


# Choose the device at run time instead of hard-coding "cuda".
dev = torch.device("cuda" if torch.cuda.is_available() else "cpu")
x = torch.zeros(3).to(dev)
model = torch.nn.Linear(3, 1).to(dev)
print("ran on the chosen device:", model(x).device.type == dev.type)
# A CPU-only wheel reports no CUDA version at all.
print("CUDA build:", torch.version.cuda is not None)
