import torch

print("oneDNN fusion on:", torch.jit.onednn_fusion_enabled())

# 返回调用之前生效的策略
previous = torch.jit.set_fusion_strategy([("STATIC", 1), ("DYNAMIC", 2)])  # 发出 DeprecationWarning
print("previous:", previous)
print("restored from:", torch.jit.set_fusion_strategy(previous))
