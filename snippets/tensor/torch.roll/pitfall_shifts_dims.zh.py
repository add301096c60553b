import torch

img = torch.zeros(3, 4, 4)

torch.roll(img, shifts=(1, 1), dims=2)   # 两个位移量，却只有一个维度
