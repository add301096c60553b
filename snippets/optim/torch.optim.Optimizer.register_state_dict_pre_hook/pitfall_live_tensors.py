import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
model(torch.ones(1, 2)).sum().backward()
opt.step()


def compress(optimizer, state_dict):
    for s in state_dict["state"].values():
        s["momentum_buffer"].mul_(0.5)  # meant to change only what is saved


opt.register_state_dict_post_hook(compress)
print(opt.state[model.weight]["momentum_buffer"])
opt.state_dict()
print(opt.state[model.weight]["momentum_buffer"])  # the live buffer was halved
