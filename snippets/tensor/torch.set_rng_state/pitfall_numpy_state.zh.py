import io

import numpy as np
import torch

file = io.BytesIO()
np.save(file, torch.get_rng_state().numpy())   # 用 NumPy 保存
file.seek(0)
state = np.load(file)
print(type(state).__name__, state.dtype)
torch.set_rng_state(state)                      # 需要的是 torch 张量
