import torch

# 有 GPU 就用 GPU，否则用 CPU
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 一张 2x2 的 RGB 图像，HWC 布局；每个像素第 c 个通道的值是 10*c + 像素编号
hwc = torch.tensor([[[0, 10, 20], [1, 11, 21]],
                    [[2, 12, 22], [3, 13, 23]]], device=device)

wrong = torch.reshape(hwc, (3, 2, 2))      # 形状对了，通道却被打乱
right = torch.permute(hwc, (2, 0, 1))      # CHW：第 0 个通道是 [[0, 1], [2, 3]]
print(wrong[0].tolist())
print(right[0].tolist())
print(torch.equal(wrong, right))
