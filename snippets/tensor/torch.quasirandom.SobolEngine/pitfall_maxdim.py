from torch.quasirandom import SobolEngine

print(SobolEngine.MAXDIM)
SobolEngine(dimension=96 * 96 * 3)  # one dimension per pixel of a 96 x 96 RGB image
