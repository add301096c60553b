import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# x.cuda() 的可移植写法：只确定一次设备，之后都用 .to(device)。
x = torch.arange(4, dtype=torch.float32)
y = x.to(device)               # device 是 CUDA 设备时，等同于 x.cuda()
print(y.device.type == device.type)
print(torch.equal(y.cpu(), x))
