import torch

x = torch.rand(2, 3, 4, 4).to(memory_format=torch.channels_last)

print(x.shape)                        # 仍是 N, C, H, W：变的只是步长
print(x.is_contiguous())
print(x.reshape(2, -1).shape)         # 必要时 reshape 会复制
x.view(2, -1)                         # 展平 C, H, W 要求内存中是 NCHW 顺序
