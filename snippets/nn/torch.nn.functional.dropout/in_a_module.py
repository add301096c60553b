import torch
import torch.nn.functional as F


class MLP(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = torch.nn.Linear(4, 16)
        self.fc2 = torch.nn.Linear(16, 2)

    def forward(self, x):
        h = F.relu(self.fc1(x))
        h = F.dropout(h, p=0.5, training=self.training)  # follow model.train()/eval()
        return self.fc2(h)


torch.manual_seed(0)
model = MLP().eval()
x = torch.randn(3, 4)
print(torch.equal(model(x), model(x)))  # deterministic in eval mode
model.train()
print(torch.equal(model(x), model(x)))  # random in training mode
