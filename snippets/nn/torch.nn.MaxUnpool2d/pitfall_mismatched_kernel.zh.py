import torch

x = torch.arange(7.0).view(1, 1, 7)
out, idx = torch.nn.MaxPool1d(3, stride=2, return_indices=True)(x)
print(torch.nn.MaxUnpool1d(3, stride=2)(out, idx))  # 窗口和步长与池化一致：正常
torch.nn.MaxUnpool1d(2)(out, idx)  # 步长同为 2，但窗口为 2：推算出的长度是 6
