from torch.quasirandom import SobolEngine

print(SobolEngine.MAXDIM)
SobolEngine(dimension=32 * 32 * 3)  # 一个 32 x 32 RGB 图像的每个像素占一维
