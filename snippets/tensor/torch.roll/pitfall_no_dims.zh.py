import torch

frames = torch.tensor([[1, 2, 3],
                       [4, 5, 6]])

print(torch.roll(frames, 1))          # 不指定 dims：先展平，再循环移位，最后还原形状
print(torch.roll(frames, 1, dims=1))  # “每行各自移位”需要这样写
