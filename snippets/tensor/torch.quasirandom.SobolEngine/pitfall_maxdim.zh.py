from torch.quasirandom import SobolEngine

print(SobolEngine.MAXDIM)
SobolEngine(dimension=96 * 96 * 3)  # 一个 96 x 96 RGB 图像的每个像素占一维
