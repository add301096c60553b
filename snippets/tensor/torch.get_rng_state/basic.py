import io

import torch

torch.manual_seed(0)
state = torch.get_rng_state()          # a snapshot of the global CPU generator
print(state.dtype, state.shape, state.device)

first = torch.rand(3)
torch.set_rng_state(state)             # rewind
print(torch.equal(first, torch.rand(3)))

# keep it in a checkpoint next to the model and optimizer
buffer = io.BytesIO()
torch.save({"cpu_rng_state": torch.get_rng_state()}, buffer)
expected = torch.rand(2)
buffer.seek(0)
torch.set_rng_state(torch.load(buffer)["cpu_rng_state"])
print(torch.equal(expected, torch.rand(2)))
