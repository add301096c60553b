import torch

images = torch.ones(4, 3, 8, 8)        # （批次，通道，高，宽）
mix = torch.ones(3, 3)

print(torch.einsum("bchw,dc->bdhw", images, mix).shape)   # 每个维度一个字母
torch.einsum("bhw,dc->bdhw", images, mix)                 # 漏写了通道对应的字母
