import torch

print("oneDNN fusion on:", torch.jit.onednn_fusion_enabled())

# Returns the strategy that was in force before the call
previous = torch.jit.set_fusion_strategy([("STATIC", 1), ("DYNAMIC", 2)])  # DeprecationWarning
print("previous:", previous)
print("restored from:", torch.jit.set_fusion_strategy(previous))
