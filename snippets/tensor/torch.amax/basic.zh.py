import torch

images = torch.arange(24.0).reshape(2, 3, 2, 2)    # （批次，通道，高，宽）

print(images.amax(dim=(2, 3)))                     # 按图像和通道：一次归约多个维度
print(images.amax(dim=(2, 3), keepdim=True).shape) # 形状为 (2, 3, 1, 1)，可以广播回去
print(torch.amax(images))                          # 全局最大值

x = torch.tensor([[1.0, 5.0, 5.0]], requires_grad=True)
x.amax(dim=1).sum().backward()
print(x.grad)                                      # 并列的最大值平分梯度
