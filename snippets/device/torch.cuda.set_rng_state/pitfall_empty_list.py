import torch

# A checkpoint written on a machine without a visible GPU...
checkpoint = {"cuda_rng": torch.cuda.get_rng_state_all()}
print(checkpoint)
# ...restores nothing later, and says nothing either.
torch.cuda.set_rng_state_all(checkpoint["cuda_rng"])
