import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Net(torch.nn.Module):
    def forward(self, x):
        # F.dropout defaults to training=True and does not see model.eval()
        return F.dropout(x, p=0.5)


class FixedNet(torch.nn.Module):
    def forward(self, x):
        return F.dropout(x, p=0.5, training=self.training)


torch.manual_seed(0)
x = torch.ones(6, device=device)
net, fixed = Net().eval(), FixedNet().eval()
print(net(x))    # still dropping in eval mode
print(fixed(x))  # identity in eval mode
