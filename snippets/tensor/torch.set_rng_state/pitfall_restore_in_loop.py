import torch

torch.manual_seed(0)
state = torch.get_rng_state()
dropout = torch.nn.Dropout(p=0.5)
x = torch.ones(6)

for step in range(3):
    torch.set_rng_state(state)   # meant: reproducible run; does: same masks every step
    print(step, dropout(x))
