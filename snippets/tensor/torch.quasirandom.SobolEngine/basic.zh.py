import torch
from torch.quasirandom import SobolEngine

engine = SobolEngine(dimension=2, scramble=True, seed=0)
points = engine.draw(4)  # [0, 1)^2 中接下来的 4 个点，float32
print(points)
print(engine.draw(4).shape)  # 再次抽取会接着序列往下取

engine.reset()  # 回到序列开头
print(torch.equal(engine.draw(4), points))

# 用准蒙特卡洛估计 x * y 在单位正方形上的均值（精确值为 0.25）
engine = SobolEngine(dimension=2, scramble=True, seed=0)
xy = engine.draw_base2(10)  # 2**10 个点，保持序列的均衡性
print(round((xy[:, 0] * xy[:, 1]).mean().item(), 4))
