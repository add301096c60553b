import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)


def show_and_replace(optimizer, args, kwargs):
    print(len(args), args[0] is optimizer)  # args already holds the optimizer itself
    return (), {}  # new args without it


opt.register_step_pre_hook(show_and_replace)
model(torch.ones(1, 2)).sum().backward()
opt.step()
