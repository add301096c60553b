import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        # ModuleList registers each layer: parameters(), .to(), state_dict() all see them.
        self.layers = torch.nn.ModuleList([torch.nn.Linear(4, 4), torch.nn.Linear(4, 2)])

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


model = Net().to(device)
print("parameters seen by the module:", len(list(model.parameters())))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
print("params in the optimizer:", sum(len(g["params"]) for g in opt.param_groups))

# parameters() is a generator: it is empty the second time. Materialise it once.
params = list(model.parameters())
print("counted:", sum(p.numel() for p in params))
opt = torch.optim.SGD(params, lr=0.1)
print("params in the optimizer:", sum(len(g["params"]) for g in opt.param_groups))
