import numpy as np
import torch

seeds = np.random.default_rng(0).integers(0, 2**31, size=4)  # 每个 worker 一个种子
print(type(seeds[0]).__name__)
torch.manual_seed(seeds[0])                    # 全局函数接受它
torch.Generator().manual_seed(seeds[0])        # 这个方法却不接受
