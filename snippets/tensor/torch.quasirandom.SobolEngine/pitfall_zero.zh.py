from torch.quasirandom import SobolEngine

engine = SobolEngine(dimension=3)
n = 0  # 例如一个空批次的大小

engine.draw(n)  # 错误信息说的是 -1，而不是传入的 0
