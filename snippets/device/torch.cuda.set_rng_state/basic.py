import torch

torch.manual_seed(0)  # seeds the CPU and every GPU
states = torch.cuda.get_rng_state_all()  # one uint8 tensor per GPU; [] without GPUs
print("GPU generator states saved:", len(states))
if states:
    a = torch.rand(3, device="cuda")
    torch.cuda.set_rng_state_all(states)  # rewind every GPU generator
    b = torch.rand(3, device="cuda")
    print("same numbers after restore:", torch.equal(a, b))
