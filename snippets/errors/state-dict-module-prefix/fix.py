import torch
from torch.nn.modules.utils import consume_prefix_in_state_dict_if_present

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

net = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.ReLU(), torch.nn.Linear(3, 2)).to(device)
wrapped = torch.nn.DataParallel(net)
torch.save(wrapped.state_dict(), "ckpt.pt")

# Fix an existing checkpoint: strip the prefix in place (a no-op when it is absent).
state = torch.load("ckpt.pt", map_location=device)
consume_prefix_in_state_dict_if_present(state, "module.")
print(list(state))
plain = torch.nn.Sequential(torch.nn.Linear(4, 3), torch.nn.ReLU(), torch.nn.Linear(3, 2)).to(device)
print(plain.load_state_dict(state))

# Better: save the inner model in the first place.
print(list(wrapped.module.state_dict()))

# torch.compile adds its own prefix, "_orig_mod.", in the same way.
compiled = torch.compile(net, backend="eager")
state = compiled.state_dict()
print(list(state)[0])
consume_prefix_in_state_dict_if_present(state, "_orig_mod.")
print(plain.load_state_dict(state))
