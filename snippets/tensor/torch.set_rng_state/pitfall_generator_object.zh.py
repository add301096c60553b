import torch

saved = torch.manual_seed(0)      # 返回的是生成器，不是状态
print(type(saved).__name__)
torch.set_rng_state(saved)
