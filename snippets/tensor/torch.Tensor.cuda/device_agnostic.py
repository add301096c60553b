import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# The portable spelling of x.cuda(): decide the device once and use .to(device).
x = torch.arange(4, dtype=torch.float32)
y = x.to(device)               # same as x.cuda() when device is a CUDA device
print(y.device.type == device.type)
print(torch.equal(y.cpu(), x))
