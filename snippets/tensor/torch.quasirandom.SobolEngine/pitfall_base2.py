from torch.quasirandom import SobolEngine

engine = SobolEngine(dimension=2, scramble=True, seed=0)
engine.draw(3)  # fine on its own, but leaves the sequence at an odd position

engine.draw_base2(2)  # 3 + 4 = 7 points in all, not a power of 2
