import io

import torch

torch.manual_seed(0)
state = torch.get_rng_state()          # 全局 CPU 生成器的快照
print(state.dtype, state.shape, state.device)

first = torch.rand(3)
torch.set_rng_state(state)             # 回退
print(torch.equal(first, torch.rand(3)))

# 把它和模型、优化器一起存进检查点
buffer = io.BytesIO()
torch.save({"cpu_rng_state": torch.get_rng_state()}, buffer)
expected = torch.rand(2)
buffer.seek(0)
torch.set_rng_state(torch.load(buffer)["cpu_rng_state"])
print(torch.equal(expected, torch.rand(2)))
