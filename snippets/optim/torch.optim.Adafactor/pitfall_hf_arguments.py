import torch

model = torch.nn.Linear(4, 2)
# arguments of the Adafactor found in other libraries
opt = torch.optim.Adafactor(
    model.parameters(), lr=1e-3, scale_parameter=False, relative_step=False, warmup_init=False
)
