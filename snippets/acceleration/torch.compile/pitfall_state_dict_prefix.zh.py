import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 2).to(device)
compiled = torch.compile(model, backend="eager")
print(list(compiled.state_dict().keys()))  # 键多了 "_orig_mod." 前缀

fresh = torch.nn.Linear(2, 2).to(device)
fresh.load_state_dict(compiled.state_dict())
