import torch
from torch.optim.optimizer import register_optimizer_step_pre_hook

calls = []


def train_with_logging():
    model = torch.nn.Linear(2, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    register_optimizer_step_pre_hook(lambda o, a, k: calls.append(type(o).__name__))  # handle dropped
    opt.step()


train_with_logging()
train_with_logging()  # registers a second hook; the first is still there
other = torch.optim.Adam(torch.nn.Linear(2, 1).parameters())
other.step()  # unrelated optimizer
print(calls)
