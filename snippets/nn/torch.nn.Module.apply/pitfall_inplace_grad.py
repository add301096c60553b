from torch import nn

net = nn.Sequential(nn.Linear(2, 3))


def init(m):
    if isinstance(m, nn.Linear):
        m.weight.fill_(0.01)  # autograd records this; use nn.init or torch.no_grad()


net.apply(init)
