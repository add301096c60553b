import torch

img = torch.tensor([[1, 2],
                    [3, 4]])
print(torch.rot90(img))              # k=1：逆时针旋转 90 度
print(torch.rot90(img, -1))          # 顺时针
print(torch.rot90(img, 2))           # 180 度
# 图像批次 (N, C, H, W)：旋转最后两维
batch = torch.zeros(8, 3, 32, 64)
print(torch.rot90(batch, 1, dims=(2, 3)).shape)
# 结果是副本
print(torch.rot90(img).data_ptr() == img.data_ptr())
