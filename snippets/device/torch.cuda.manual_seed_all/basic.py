import torch

device = "cuda" if torch.cuda.is_available() else "cpu"

torch.manual_seed(0)  # seeds the CPU generator and, if present, every GPU's
torch.cuda.manual_seed_all(0)  # GPUs only; a silent no-op on a CPU-only build

if device == "cuda":
    state = torch.cuda.get_rng_state()  # the current GPU's generator state (a uint8 tensor)
    a = torch.rand(3, device=device)
    torch.cuda.set_rng_state(state)
else:
    state = torch.get_rng_state()
    a = torch.rand(3, device=device)
    torch.set_rng_state(state)
b = torch.rand(3, device=device)
print(device, "replayed the same numbers:", torch.equal(a, b))
