import torch

torch.manual_seed(0)
state = torch.get_rng_state()
dropout = torch.nn.Dropout(p=0.5)
x = torch.ones(6)

for step in range(3):
    torch.set_rng_state(state)   # 本意：可复现的运行；实际：每一步的掩码都相同
    print(step, dropout(x))
