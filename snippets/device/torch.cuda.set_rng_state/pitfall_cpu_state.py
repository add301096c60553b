import torch

# GPU only: the CPU generator's state restored into the CUDA generator.
checkpoint = {"rng": torch.get_rng_state()}  # should have been torch.cuda.get_rng_state()
torch.cuda.set_rng_state(checkpoint["rng"])
print("set_rng_state returned without complaint")
x = torch.rand(3, device="cuda")  # CUDA initialises here and applies the state
