from torch.quasirandom import SobolEngine

print(SobolEngine.MAXDIM)
SobolEngine(dimension=32 * 32 * 3)  # one dimension per pixel of a 32 x 32 RGB image
