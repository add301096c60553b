from torch import nn

net = nn.Sequential(nn.Linear(2, 3))


def init(m):
    if isinstance(m, nn.Linear):
        m.weight.fill_(0.01)  # autograd 会记录这个操作；应使用 nn.init 或 torch.no_grad()


net.apply(init)
