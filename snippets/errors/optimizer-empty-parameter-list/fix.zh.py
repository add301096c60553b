import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        # ModuleList 会注册每一层：parameters()、.to()、state_dict() 都能看到它们。
        self.layers = torch.nn.ModuleList([torch.nn.Linear(4, 4), torch.nn.Linear(4, 2)])

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


model = Net().to(device)
print("parameters seen by the module:", len(list(model.parameters())))
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
print("params in the optimizer:", sum(len(g["params"]) for g in opt.param_groups))

# parameters() 是生成器：第二次遍历时就空了。先把它物化一次。
params = list(model.parameters())
print("counted:", sum(p.numel() for p in params))
opt = torch.optim.SGD(params, lr=0.1)
print("params in the optimizer:", sum(len(g["params"]) for g in opt.param_groups))
