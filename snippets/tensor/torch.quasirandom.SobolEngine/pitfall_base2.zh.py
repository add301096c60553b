from torch.quasirandom import SobolEngine

engine = SobolEngine(dimension=2, scramble=True, seed=0)
engine.draw(3)  # 单独看没有问题，但序列停在了奇数位置

engine.draw_base2(2)  # 总共 3 + 4 = 7 个点，不是 2 的幂
