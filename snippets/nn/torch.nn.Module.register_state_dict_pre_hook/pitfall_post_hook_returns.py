from torch import nn


def drop_bias(module, state_dict, prefix, local_metadata):
    return {k: v for k, v in state_dict.items() if not k.endswith("bias")}


layer = nn.Linear(2, 1)
layer.register_state_dict_post_hook(drop_bias)
layer.state_dict()
