import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 2).to(device)
compiled = torch.compile(model, backend="eager")
print(list(compiled.state_dict().keys()))  # keys gain an "_orig_mod." prefix

fresh = torch.nn.Linear(2, 2).to(device)
fresh.load_state_dict(compiled.state_dict())
