from torch.quasirandom import SobolEngine

engine = SobolEngine(dimension=3)
n = 0  # e.g. the size of an empty batch

engine.draw(n)  # the message reports -1, not the 0 that was passed
